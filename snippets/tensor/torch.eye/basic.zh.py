import torch

print(torch.eye(3))                          # 方形单位矩阵，float32
print(torch.eye(2, 4))                       # n 行 m 列
print(torch.eye(3, dtype=torch.bool))        # 对角线掩码
print(torch.eye(2, dtype=torch.int64).dtype)

# 一批单位矩阵：expand 得到的是视图，写入前先 clone
batch = torch.eye(2).expand(3, 2, 2).clone()
batch[0] *= 5
print(batch.shape, batch[0], batch[1], sep="\n")
