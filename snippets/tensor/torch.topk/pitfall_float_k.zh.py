import torch

scores = torch.tensor([0.9, 0.1, 0.4, 0.8, 0.3])

keep = int(0.4 * scores.numel())            # int 类型的个数
print(scores.topk(keep).indices)
scores.topk(0.4 * scores.numel())           # float 类型的个数会被拒绝
