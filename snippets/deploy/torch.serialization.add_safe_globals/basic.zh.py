import dataclasses
import io

import torch


@dataclasses.dataclass
class TrainConfig:
    lr: float
    layers: int


buf = io.BytesIO()  # 代替检查点文件
torch.save({"config": TrainConfig(lr=0.1, layers=2), "weight": torch.ones(2)}, buf)

# weights_only=True（默认）会拒绝未知的类；把这个类加入允许列表。
torch.serialization.add_safe_globals([TrainConfig])
buf.seek(0)
ckpt = torch.load(buf, weights_only=True)
print(ckpt["config"], ckpt["weight"])
print(TrainConfig in torch.serialization.get_safe_globals())

# 限定作用域的替代做法：只在 with 块内放行。
torch.serialization.clear_safe_globals()
with torch.serialization.safe_globals([TrainConfig]):
    buf.seek(0)
    print(torch.load(buf)["config"].layers)
