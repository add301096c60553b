import os
import tempfile

import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save({"model": model.state_dict()}, checkpoint_id=ckpt_dir)
    state = torch.load(ckpt_dir)  # DCP 检查点是一个目录，而不是 torch.save 生成的文件
