import json

import torch

scores = torch.tensor([3, 1, 2])
print(list(scores))                     # list() 得到的是 0 维张量，而不是数值
print(json.dumps({"scores": scores.tolist()}))
json.dumps({"scores": list(scores)})
