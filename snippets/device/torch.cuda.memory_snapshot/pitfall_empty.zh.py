import json

import torch

# 在启动时、还没有张量上 GPU 之前写的显存报告。
report = json.dumps(torch.cuda.memory_snapshot())
print("report:", report)  # 一个空列表，也没有报错说明原因
