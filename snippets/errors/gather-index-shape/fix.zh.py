import torch

torch.manual_seed(0)
log_probs = torch.randn(4, 3).log_softmax(dim=1)
target = torch.tensor([0, 2, 1, 2])
picked = log_probs.gather(1, target.unsqueeze(1)).squeeze(1)  # [N, 1] 的索引，再变回 [N]
same = log_probs[torch.arange(4), target]  # 高级索引的效果相同
print(picked.shape, torch.equal(picked, same))
