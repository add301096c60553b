import os
import tempfile

import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save(model.state_dict(), checkpoint_id=ckpt_dir)

    restored = nn.Linear(4, 2)
    restored.load_state_dict(dcp.load(restored.state_dict(), checkpoint_id=ckpt_dir))
