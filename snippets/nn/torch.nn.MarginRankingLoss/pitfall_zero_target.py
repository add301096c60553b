import torch

score_a = torch.tensor([0.2, 0.9, 0.1])
score_b = torch.tensor([0.7, 0.3, 0.8])
preference = torch.tensor([1.0, 0.0, 0.0])  # 0/1 labels: "is a better?"

criterion = torch.nn.MarginRankingLoss(margin=0.5, reduction="none")
print(criterion(score_a, score_b, preference))          # the 0 pairs only cost the margin, whatever the scores
print(criterion(score_a, score_b, 2 * preference - 1))  # 1/-1 labels rank both ways
