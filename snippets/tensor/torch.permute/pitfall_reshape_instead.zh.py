import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 一批序列 (B, T, C) = (1, 2, 3)：值为 10 * t + c
btc = torch.tensor([[[0, 1, 2], [10, 11, 12]]], device=device)

right = btc.permute(0, 2, 1)        # (B, C, T)：第 0 个通道随时间的取值是 [0, 10]
wrong = btc.reshape(1, 3, 2)        # 形状相同，但值是按内存顺序重新分组的
print(right[0, 0].tolist(), wrong[0, 0].tolist())
print(torch.equal(right, wrong))
