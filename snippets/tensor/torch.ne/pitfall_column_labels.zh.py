import torch

preds = torch.tensor([0, 1, 2])
labels = torch.tensor([[0], [1], [1]])      # (N, 1)，比如从表格的一列读出

wrong = preds != labels                     # (3,) 与 (3, 1) 广播成 (3, 3)
print(wrong.shape, wrong.sum().item())      # 3 个样本出了 6 个“错误”
print((preds != labels.squeeze(1)).sum().item())
