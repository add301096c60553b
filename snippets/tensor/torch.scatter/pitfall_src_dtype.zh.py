import torch

scores = torch.zeros(2, 3)                    # float32
index = torch.tensor([[1], [2]])
votes = torch.tensor([[5], [7]])              # int64，由整数字面量构造

scores.scatter_(1, index, votes)              # src 的 dtype 必须与 self 相同
