import os
import tempfile

import torch.distributed.checkpoint as dcp
import torch.nn as nn

model = nn.Linear(4, 2)
with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "ckpt")
    dcp.save({"model": model.state_dict()}, checkpoint_id=ckpt_dir)  # 键：model.weight、model.bias

    restored = nn.Linear(4, 2)
    try:
        dcp.load(restored.state_dict(), checkpoint_id=ckpt_dir)  # 键：weight、bias
    except Exception:
        print("caught the error")  # 永远不会打印：CheckpointException 不是 Exception 的子类
