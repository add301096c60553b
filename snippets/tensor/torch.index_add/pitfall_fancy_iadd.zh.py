import torch

words = torch.tensor([3, 1, 3, 3])             # 单词 3 出现了三次

counts = torch.zeros(5)
counts[words] += 1                             # 重复的索引只计一次
print(counts)

counts = torch.zeros(5)
counts.index_add_(0, words, torch.ones(4))     # 每次出现都会累加
print(counts)
