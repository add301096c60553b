import torch

x = torch.tensor([1.0, 2.0])
print(torch.isreal(x))            # 每个元素一个布尔值
print(x.is_complex())             # 数据类型的判断：一个 Python bool
if torch.isreal(x):               # 多于一个元素时含义不明确
    print("real")
