import torch

torch.manual_seed(0)
w = torch.empty(768, 768)
torch.nn.init.trunc_normal_(w, std=0.02)  # a=-2、b=2 是绝对数值：离均值有 100 个标准差
print(round(w.abs().max().item(), 3))  # 超过 2 个标准差（0.04）的值依然存在
print((w.abs() > 0.04).sum().item() > 0)
