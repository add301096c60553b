import torch

out = torch.zeros(2)                         # 本意是“尚无结果”
losses = torch.tensor([-3.0, -1.0, -2.0])
group = torch.tensor([0, 0, 1])
# 不会报错：out 中的 0 参与取最大值并胜出
print(out.index_reduce(0, group, losses, "amax"))
print(out.index_reduce(0, group, losses, "amax", include_self=False))
