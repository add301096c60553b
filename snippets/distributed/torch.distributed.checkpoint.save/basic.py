import os
import tempfile

import torch
import torch.distributed.checkpoint as dcp
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2)

with tempfile.TemporaryDirectory() as tmp:
    ckpt_dir = os.path.join(tmp, "step_100")
    # No process group here: DCP warns and saves as a single process.
    dcp.save({"model": model.state_dict(), "step": 100}, checkpoint_id=ckpt_dir)
    print("checkpoint is a directory:", os.path.isdir(ckpt_dir))
    print("files:", sorted(os.listdir(ckpt_dir)))

    # Loading fills a state_dict you built yourself, in place.
    restored = nn.Linear(4, 2)
    state = {"model": restored.state_dict(), "step": 0}
    result = dcp.load(state, checkpoint_id=ckpt_dir)
    print("load returns:", result)
    print("step:", state["step"])
    print("weights restored:", torch.equal(restored.weight, model.weight))

    # The same directory through explicit storage objects.
    again = nn.Linear(4, 2)
    dcp.load({"model": again.state_dict()}, storage_reader=dcp.FileSystemReader(ckpt_dir))
    print("via FileSystemReader:", torch.equal(again.weight, model.weight))
