import torch

log_probs = torch.log_softmax(torch.tensor([[2.0, 0.5, -1.0],
                                            [0.1, 0.2, 3.0]]), dim=1)
target = torch.tensor([0, 2])
weight = torch.tensor([1.0, 1.0, 4.0])

per_sample = torch.nn.NLLLoss(weight=weight, reduction="none")(log_probs, target)
print(per_sample)                     # 已经乘上了 weight[target]
print(per_sample.sum() / len(target))  # 很多人以为的 'mean'
print(per_sample.sum() / weight[target].sum())
print(torch.nn.NLLLoss(weight=weight)(log_probs, target))  # 'mean' 除以的是 1 + 4
