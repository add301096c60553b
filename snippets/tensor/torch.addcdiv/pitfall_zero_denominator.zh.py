import torch

param = torch.tensor([1.0, 1.0])
grad = torch.tensor([0.1, 0.1])
second_moment = torch.tensor([0.04, 0.0])   # 从未得到梯度的参数

print(param.addcdiv(grad, second_moment.sqrt(), value=-0.1))          # 除以零
print(param.addcdiv(grad, second_moment.sqrt() + 1e-8, value=-0.1))   # 加 eps 后有限，但步长巨大
