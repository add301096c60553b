import torch
import torch.nn.functional as F

score_a = torch.tensor([0.8, 0.2, 0.5, 0.9])
score_b = torch.tensor([0.3, 0.6, 0.5, 0.1])
target = torch.tensor([1.0, 1.0, 1.0, -1.0])  # 1: a should rank above b; -1: b above a

criterion = torch.nn.MarginRankingLoss(margin=0.1, reduction="none")
print(criterion(score_a, score_b, target))  # max(0, -y * (a - b) + margin)
print(F.margin_ranking_loss(score_a, score_b, target, margin=0.1))  # mean of the above
