import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
y = x.view(2, 3)  # 同样 6 个元素，看成 2 行 3 列
print(y)
print(x.view(-1, 2).shape)  # -1 由元素总数推算：6 / 2 = 3

y[0, 0] = 100  # y 与 x 共享存储：改 y 也就改了 x
print(x)
