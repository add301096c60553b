import json

import torch

scores = torch.tensor([3, 1, 2])
print(list(scores))                     # list() gives 0-d tensors, not numbers
print(json.dumps({"scores": scores.tolist()}))
json.dumps({"scores": list(scores)})
