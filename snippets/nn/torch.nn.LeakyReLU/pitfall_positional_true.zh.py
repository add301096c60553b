import torch

x = torch.tensor([-2.0, 1.0])
act = torch.nn.LeakyReLU(True)  # 照抄 nn.ReLU(True)，本意是 inplace=True
print(act)  # 第一个参数是 negative_slope：True == 1.0
print(act(x))  # 恒等映射：负值完全没有被压低
