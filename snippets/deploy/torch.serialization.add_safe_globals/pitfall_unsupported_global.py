import dataclasses
import io

import torch


@dataclasses.dataclass
class TrainConfig:
    lr: float


buf = io.BytesIO()
torch.save({"config": TrainConfig(lr=0.1)}, buf)
buf.seek(0)
torch.load(buf)  # weights_only=True by default since torch 2.6
