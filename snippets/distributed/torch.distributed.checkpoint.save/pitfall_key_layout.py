import os
import tempfile

import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save({"model": model.state_dict()}, checkpoint_id=ckpt_dir)  # keys: model.weight, model.bias

    restored = nn.Linear(4, 2)
    try:
        dcp.load(restored.state_dict(), checkpoint_id=ckpt_dir)  # keys: weight, bias
    except Exception:
        print("caught the error")  # never printed: CheckpointException is not an Exception
