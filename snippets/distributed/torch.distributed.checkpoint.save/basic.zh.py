import os
import tempfile

import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2)

with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "step_100")
    # 这里没有进程组：DCP 会发出警告，并以单进程方式保存。
    dcp.save({"model": model.state_dict(), "step": 100}, checkpoint_id=ckpt_dir)
    print("checkpoint is a directory:", os.path.isdir(ckpt_dir))
    print("files:", sorted(os.listdir(ckpt_dir)))

    # 加载时会原地填充你自己构建的 state_dict。
    restored = nn.Linear(4, 2)
    state = {"model": restored.state_dict(), "step": 0}
    result = dcp.load(state, checkpoint_id=ckpt_dir)
    print("load returns:", result)
    print("step:", state["step"])
    print("weights restored:", torch.equal(restored.weight, model.weight))

    # 通过显式的存储对象读取同一个目录。
    again = nn.Linear(4, 2)
    dcp.load({"model": again.state_dict()}, storage_reader=dcp.FileSystemReader(ckpt_dir))
    print("via FileSystemReader:", torch.equal(again.weight, model.weight))
