import os
import tempfile

import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    dcp.save(model.state_dict(), os.path.join(tmp, "ckpt"))  # 路径以位置参数传入
