import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, 5, device=device)
print(x.unsqueeze(2).shape)  # 二维输入的有效 dim：-3 .. 2
x.unsqueeze(3)
