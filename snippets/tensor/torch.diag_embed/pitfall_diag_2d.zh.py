import torch

stds = torch.tensor([[1.0, 2.0],
                     [3.0, 4.0]])          # 一批样本各自的标准差

print(torch.diag(stds))                    # 二维输入：diag 是*取出*对角线
print(torch.diag_embed(stds).shape)        # 为每一行构造一个对角矩阵
