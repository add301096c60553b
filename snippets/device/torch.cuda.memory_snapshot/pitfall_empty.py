import json

import torch

# A memory report written at start-up, before any tensor has reached a GPU.
report = json.dumps(torch.cuda.memory_snapshot())
print("report:", report)  # an empty list, and no error to say why
