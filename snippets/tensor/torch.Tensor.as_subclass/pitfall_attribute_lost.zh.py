import torch


class Tagged(torch.Tensor):
    pass


t = torch.tensor([1.0, 2.0]).as_subclass(Tagged)
t.unit = "m"
y = t * 100
print(type(y).__name__)  # 运算后类型还在……
print(y.unit)  # ……但属性没有了
