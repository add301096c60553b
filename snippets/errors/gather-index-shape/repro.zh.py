import torch

torch.manual_seed(0)
log_probs = torch.randn(4, 3).log_softmax(dim=1)  # [N, C]
target = torch.tensor([0, 2, 1, 2])  # [N]
picked = log_probs.gather(1, target)  # 索引的维数必须与 log_probs 相同
