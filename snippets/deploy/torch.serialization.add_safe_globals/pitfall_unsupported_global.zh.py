import dataclasses
import io

import torch


@dataclasses.dataclass
class TrainConfig:
    lr: float


buf = io.BytesIO()
torch.save({"config": TrainConfig(lr=0.1)}, buf)
buf.seek(0)
torch.load(buf)  # 从 torch 2.6 起默认 weights_only=True
