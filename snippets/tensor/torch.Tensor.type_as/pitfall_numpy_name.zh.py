import torch

x = torch.tensor([1, 2])
print(x.type(torch.float32).dtype)   # 应传入 torch 的 dtype
x.type("float32")                    # 无法识别 NumPy 风格的名称
