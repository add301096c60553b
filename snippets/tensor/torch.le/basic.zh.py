import torch

scores = torch.tensor([0.2, 0.5, 0.9])
print(torch.le(scores, 0.5))           # 布尔张量
print(scores <= 0.5)                   # 与上面相同
print(torch.less_equal(scores, 0.5))   # le 的另一个名字

# 广播：每个分数不超过哪些阈值
thresholds = torch.tensor([[0.3], [0.6]])
print(scores.le(thresholds))
print(scores[scores <= 0.5])           # 用掩码选取元素
