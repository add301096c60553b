import dataclasses
import io

import torch


@dataclasses.dataclass
class TrainConfig:
    lr: float
    layers: int


buf = io.BytesIO()  # stands in for a checkpoint file
torch.save({"config": TrainConfig(lr=0.1, layers=2), "weight": torch.ones(2)}, buf)

# weights_only=True (the default) refuses unknown classes; allow-list this one.
torch.serialization.add_safe_globals([TrainConfig])
buf.seek(0)
ckpt = torch.load(buf, weights_only=True)
print(ckpt["config"], ckpt["weight"])
print(TrainConfig in torch.serialization.get_safe_globals())

# Scoped alternative: allowed only inside the with block.
torch.serialization.clear_safe_globals()
with torch.serialization.safe_globals([TrainConfig]):
    buf.seek(0)
    print(torch.load(buf)["config"].layers)
