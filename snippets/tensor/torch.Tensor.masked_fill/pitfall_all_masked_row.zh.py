import torch

scores = torch.zeros(2, 3)
pad = torch.tensor([[False, True, True],
                    [True, True, True]])           # 第二行：全部被屏蔽
print(torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1))
print(torch.softmax(scores.masked_fill(pad, torch.finfo(scores.dtype).min), dim=-1))
