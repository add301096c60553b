from torch.utils import set_module


# 照着 numpy 的装饰器工厂 @set_module("numpy") 来写
@set_module("mylib")
def scale(x):
    return 2 * x
