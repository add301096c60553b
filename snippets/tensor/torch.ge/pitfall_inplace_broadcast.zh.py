import torch

scores = torch.tensor([40.0, 60.0, 80.0])
threshold = torch.tensor([50.0])

print(scores.ge(threshold))      # 本意：哪些分数达到了阈值
threshold.ge_(scores)            # 在只有 1 个元素的一侧原地操作：(3,) 放不进 (1,)
