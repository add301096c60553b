import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)

print(torch.einsum("ij,jk->ik", a, b).shape)      # 矩阵乘积：对 j 求和
print(torch.einsum("ij->ji", a).shape)            # 转置
print(torch.einsum("ij->", a))                    # 所有元素求和
print(torch.einsum("ii->i", torch.eye(3)))        # 对角线

q = torch.ones(5, 2, 3)                           # （批次，查询数，特征数）
k = torch.ones(5, 4, 3)                           # （批次，键数，特征数）
print(torch.einsum("bqd,bkd->bqk", q, k).shape)   # 无需转置即可算出注意力分数
print(torch.einsum("...ij,jk->...ik", torch.ones(7, 6, 2, 3), b).shape)  # ... 表示任意个前导维度
