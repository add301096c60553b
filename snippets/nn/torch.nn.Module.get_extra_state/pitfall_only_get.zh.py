from torch import nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 0

    def get_extra_state(self):  # 缺少 set_extra_state
        return {"steps": self.steps}


Counter().load_state_dict(Counter().state_dict())
