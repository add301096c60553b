import os
import tempfile

import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save({"model": model.state_dict()}, checkpoint_id=ckpt_dir)

    restored = nn.Linear(4, 2)
    state = {"model": {k: v.clone() for k, v in restored.state_dict().items()}}  # 是副本，而不是参数本身
    dcp.load(state, checkpoint_id=ckpt_dir)
    print("dict filled:", torch.equal(state["model"]["weight"], model.weight))
    print("model restored:", torch.equal(restored.weight, model.weight))
