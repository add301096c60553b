import torch

x = torch.tensor([1, 2, 3])
print(type(x), isinstance(x, torch.Tensor))

# 传入列表时，旧式构造函数返回默认浮点数据类型，即使数据是整数
print(torch.Tensor([1, 2, 3]))
print(torch.Tensor([1, 2, 3]).dtype, torch.tensor([1, 2, 3]).dtype)

# 整数参数表示大小，而不是值
print(torch.Tensor(2, 3).shape, torch.tensor([2, 3]).shape)

# 类型注解和 isinstance 使用的是这个类
def scale(t: torch.Tensor, k: float) -> torch.Tensor:
    return t * k

print(scale(torch.ones(2), 0.5))
