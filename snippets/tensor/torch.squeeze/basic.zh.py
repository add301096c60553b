import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(1, 3, 1, 5, device=device)
print(torch.squeeze(x).shape)          # 去掉所有大小为 1 的维度
print(torch.squeeze(x, 2).shape)       # 只去掉第 2 维
print(torch.squeeze(x, (0, 2)).shape)  # 传入维度元组
print(x.squeeze(-2).shape)             # 负数维度从末尾算起

y = torch.squeeze(x)
y[0, 0] = 7.0  # 这是视图：写入会反映到 x 上
print(x[0, 0, 0, 0].item())
