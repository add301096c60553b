import torch

score_a = torch.tensor([0.2, 0.9, 0.1])
score_b = torch.tensor([0.7, 0.3, 0.8])
preference = torch.tensor([1.0, 0.0, 0.0])  # 0/1 标签：“a 是否更好”

criterion = torch.nn.MarginRankingLoss(margin=0.5, reduction="none")
print(criterion(score_a, score_b, preference))          # 标签为 0 的对只剩 margin，与分数无关
print(criterion(score_a, score_b, 2 * preference - 1))  # 1/-1 标签才能两个方向都排序
