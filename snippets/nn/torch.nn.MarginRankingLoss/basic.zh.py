import torch
import torch.nn.functional as F

score_a = torch.tensor([0.8, 0.2, 0.5, 0.9])
score_b = torch.tensor([0.3, 0.6, 0.5, 0.1])
target = torch.tensor([1.0, 1.0, 1.0, -1.0])  # 1：a 应排在 b 前面；-1：b 应排在 a 前面

criterion = torch.nn.MarginRankingLoss(margin=0.1, reduction="none")
print(criterion(score_a, score_b, target))  # max(0, -y * (a - b) + margin)
print(F.margin_ranking_loss(score_a, score_b, target, margin=0.1))  # 上面结果的平均
