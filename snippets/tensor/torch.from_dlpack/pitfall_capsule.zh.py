import torch

x = torch.arange(3)
capsule = x.__dlpack__()  # 旧写法：传入胶囊对象
y = torch.from_dlpack(capsule)
print(y)
torch.from_dlpack(capsule)  # 一个胶囊只能被使用一次
