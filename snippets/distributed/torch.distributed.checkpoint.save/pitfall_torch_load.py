import os
import tempfile

import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save({"model": model.state_dict()}, checkpoint_id=ckpt_dir)
    state = torch.load(ckpt_dir)  # a DCP checkpoint is a folder, not a torch.save file
