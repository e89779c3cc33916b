// stub replaced below
namespace tsr::interp { void init_hashlib_modules() {} }
