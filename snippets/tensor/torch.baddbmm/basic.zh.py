import torch

torch.manual_seed(0)
q = torch.randn(2, 3, 4)  # （批次，查询数，特征维度）
k = torch.randn(2, 5, 4)  # （批次，键数，特征维度）
bias = torch.zeros(3, 5)  # 所有批次共用：广播

# 一次调用算出 bias + scale * q @ k^T，注意力分数就是这样计算的。
scores = torch.baddbmm(bias, q, k.transpose(1, 2), alpha=4 ** -0.5)
print(scores.shape)
print(torch.allclose(scores, bias + (q @ k.transpose(1, 2)) / 2))
