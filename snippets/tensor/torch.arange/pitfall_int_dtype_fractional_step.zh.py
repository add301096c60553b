import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 长度按浮点步进 0.25 计算，而元素值按转换成整数后的步进 0 计算。
print(torch.arange(0, 2, 0.25, dtype=torch.int64, device=device))
